import { createRoot } from 'react-dom/client';
import '@fondly/design-system/styles.css';
import { App } from './app/app';

createRoot(document.getElementById('root')!).render(<App />);
