import { describe, expect, it } from 'vitest';
import { notificationLink } from './link';

describe('notificationLink', () => {
  it('opens the Machines list filtered to the idle devices for an idle devices alert', () => {
    expect(notificationLink('devices.idle', null, null, { count: 3 })).toBe('/machines?idle=true');
  });

  it('links a machine event to the list searched by its serial', () => {
    expect(notificationLink('machine.swapped', 'machine', 4, { serialNumber: 'A B' })).toBe(
      '/machines?search=A%20B',
    );
  });
});
