import { createRoot } from 'react-dom/client';
import { createContainer } from './infrastructure/container';
import { fetchConfigFile, loadConfig } from './infrastructure/config/load-config';
import { App } from './ui/app/app';
import { warmUp } from './ui/app/warm-up';
import './ui/styles/global.css';

/** The only file that joins ui and infrastructure: read the configuration, build the container, render. */
async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadConfig(fetchConfigFile, import.meta.env.DEV);
    const container = createContainer(config);
    warmUp(container, window.location.pathname);
    root.render(<App container={container} />);
  } catch (error) {
    console.error(error);
    document.getElementById('root')!.textContent =
      'The portal could not start: its configuration could not be read. Please reload the page.';
  }
}

void start();
