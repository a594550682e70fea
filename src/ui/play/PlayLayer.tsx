import './play.css';
import { useEffect } from 'react';
import { messages } from '../../messages/index.ts';
import { NewRaceForm } from './NewRaceForm.tsx';
import { PlayPanel } from './PlayPanel.tsx';
import { NEW_PARAM, PLAY_PARAM, readSpecText } from './play-spec.ts';
import { openForm, startPlay, usePlay } from './play-store.ts';

/**
 * Playing a race in the viewer: the "New race" form and the hot-seat panel over the scene. On
 * start it reads the address: `?play=<race>` starts (or goes on with) that race, `?new[=<race>]`
 * opens the form; opened by the button, it opens the form.
 */
export default function PlayLayer() {
  const phase = usePlay((s) => s.phase);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const play = params.get(PLAY_PARAM);
    const draft = params.get(NEW_PARAM);
    if (play !== null) {
      const spec = readSpecText(play);
      if (spec.ok) void startPlay(spec.value);
      else
        usePlay.setState({
          phase: 'form',
          error: `the race in the address is not one: ${spec.error.message}`,
        });
      return;
    }
    const filled = draft ? readSpecText(draft) : null;
    openForm(filled?.ok ? filled.value : null);
    if (filled && !filled.ok)
      usePlay.setState({ error: `the race in the address is not one: ${filled.error.message}` });
  }, []);
  return (
    <>
      {phase === 'closed' ? (
        <button type="button" className="qv-new-race" onClick={() => openForm()}>
          {messages.newRace}
        </button>
      ) : null}
      {phase === 'playing' || phase === 'starting' ? <PlayPanel /> : null}
      {phase === 'form' || phase === 'error' ? <NewRaceForm /> : null}
    </>
  );
}
