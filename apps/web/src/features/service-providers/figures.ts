import type { ServiceProvider } from '@dd/contract';

/**
 * docs/product/screens-devices.md: fixed copy, not computed. 390 POS when the provider's name contains the first
 * provider's name, otherwise 251; 500 soundboxes for every provider.
 */
export function providerFigures(
  provider: Pick<ServiceProvider, 'name'>,
  providers: readonly Pick<ServiceProvider, 'name'>[],
): { pos: number; soundbox: number } {
  const first = providers[0]?.name ?? '';
  return { pos: first !== '' && provider.name.includes(first) ? 390 : 251, soundbox: 500 };
}
