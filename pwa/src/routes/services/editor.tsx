import { createFileRoute } from '@tanstack/react-router';
import { EditorScreen } from '../../features/editor/editor-screen';

/** The code editor: open to visitors (running code asks them to log in). */
export const Route = createFileRoute('/services/editor')({ component: EditorScreen });
