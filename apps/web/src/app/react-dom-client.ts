/**
 * React DOM's client, started from its own chunk (vite.config.ts, decision 370). React DOM creates a
 * few Error objects while it starts; with DevTools or Lighthouse attached, each one makes V8 find the
 * source positions of every function on the stack, and that means parsing again the whole file whose
 * top level is running. Started here, that file is React's own chunk rather than the 470 KB app bundle.
 */
import * as client from 'react-dom/client';

// Read at this module's top level, so the chunk's own top level is what starts React DOM.
export const createRoot: typeof client.createRoot = client.createRoot;
