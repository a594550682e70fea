import { useEffect } from 'react';
import { useViewer } from '../playback/store.ts';
import './Notice.css';

export type NoticeProps = {
  /** How long a message stays up, ms. */
  shownMs?: number;
};

/** A short message over the controls ("no more incidents"), gone after a few seconds. */
export function Notice({ shownMs = 3500 }: NoticeProps) {
  const notice = useViewer((s) => s.notice);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => useViewer.getState().clearNotice(), shownMs);
    return () => clearTimeout(timer);
  }, [notice, shownMs]);
  if (!notice) return null;
  return (
    <div key={notice.id} className="qv-notice" role="status">
      {notice.text}
    </div>
  );
}
