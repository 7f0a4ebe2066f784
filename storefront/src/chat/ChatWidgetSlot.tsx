// The chat's launcher as the server rendered it (KeptPart): the widget's component loads
// as the launcher is approached or pressed, and the press opens the chat once it is there. Its
// styles stay with every page, which shows the served launcher at once.

import { KeptPart } from '../ui/KeptPart.tsx';
import './ChatWidget.css';

// Server only, and imported so that the browser's bundle leaves it out of the first load.
const ChatWidgetAsServed = import.meta.env.SSR
  ? (await import('./ChatWidget.tsx')).ChatWidget
  : null;

// The panel comes too, as the launcher itself fetches it when approached.
const loadWidget = () =>
  import('./ChatWidget.tsx').then((module) => {
    void module.loadChatPanel();
    return module.ChatWidget;
  });

export function ChatWidgetSlot() {
  return (
    <KeptPart className="chat-widget-slot" served={ChatWidgetAsServed} load={loadWidget} once />
  );
}
