import { useEffect } from 'react';
import toast from 'react-hot-toast';

/** Shows `message` as an error toast once per failure (docs/product/texts.md's list texts). */
export function useLoadErrorToast(failed: boolean, failedAt: number, message: string, id: string) {
  useEffect(() => {
    if (failed) toast.error(message, { id });
  }, [failed, failedAt, message, id]);
}
