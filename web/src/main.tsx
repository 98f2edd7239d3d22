// Entry point: load /config.json, configure Amplify, then render the app.
import '@cloudscape-design/global-styles/index.css';
import './app/app.css';
import { Amplify } from 'aws-amplify';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/App.tsx';
import { BootError } from './app/BootError.tsx';
import { errorMessage } from './app/errors.ts';
import { amplifyConfigFor, loadRuntimeConfig } from './app/runtime-config.ts';
import { PageSpinner } from './components/PageSpinner.tsx';

async function boot(root: Root): Promise<void> {
  root.render(<PageSpinner fullScreen />);
  try {
    const config = await loadRuntimeConfig();
    Amplify.configure(amplifyConfigFor(config));
  } catch (error) {
    root.render(<BootError detail={errorMessage(error)} />);
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
void boot(createRoot(container));
