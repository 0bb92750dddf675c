import { useEffect } from 'react';

/** docs/product/texts.md: the provider screens' fetch failures are only logged. */
export function useLogFailure(error: unknown, message: string) {
  useEffect(() => {
    if (error) console.error(message, error);
  }, [error, message]);
}
