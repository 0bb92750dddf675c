import toast from 'react-hot-toast';
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker (decision 0155): loaded after the first screen (main.tsx), never
 * part of the first load. A new version waits until the user chooses "New version: reload", so
 * it never replaces the app in the middle of a task; otherwise it is used from the next start.
 */
export function registerServiceWorker(label: () => string): void {
  const update = registerSW({
    onNeedRefresh() {
      toast(
        (shown) => (
          <button
            type="button"
            className="font-medium underline underline-offset-2"
            onClick={() => {
              toast.dismiss(shown.id);
              void update(true);
            }}
          >
            {label()}
          </button>
        ),
        { id: 'new-version', duration: Number.POSITIVE_INFINITY },
      );
    },
  });
}
