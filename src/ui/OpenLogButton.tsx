import { useRef } from 'react';
import { messages } from '../messages/index.ts';
import { Icon } from './Icon.tsx';
import { loadFile } from './loader.ts';

export type OpenLogButtonProps = {
  label?: string;
  className?: string;
};

/** A button that opens the file picker and loads the chosen race log. */
export function OpenLogButton({
  label = messages.controls.openLog,
  className = 'qv-btn',
}: OpenLogButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => input.current?.click()}
        title={messages.controls.openLogHint}
      >
        <Icon name="open" size={16} />
        <span>{label}</span>
      </button>
      <input
        ref={input}
        className="qv-file-input"
        type="file"
        accept=".json,.gz,application/json,application/gzip"
        hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void loadFile(file);
        }}
      />
    </>
  );
}
