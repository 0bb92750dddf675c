import { describe, expect, it } from 'vitest';
import { pickFromAnswer } from './pick';

type M = { id: number; serialNumber: string; status: string; serviceProviderId: number };
const m = (id: number, status = 'AVAILABLE', serviceProviderId = 1): M => ({
  id,
  serialNumber: `SN-${id}`,
  status,
  serviceProviderId,
});

describe('pickFromAnswer', () => {
  const screen = {
    fit: (x: M) =>
      x.serviceProviderId !== 1 ? 'outOfScope' : x.status === 'AVAILABLE' ? 'ok' : 'unavailable',
    isPicked: (x: M) => x.id === 4,
  } as const;

  it('says of each serial asked, in order, whether it was added or why not', () => {
    const answer = {
      machines: [m(1), m(2, 'ASSIGNED'), m(3, 'AVAILABLE', 2), m(4)],
      notFound: ['NOPE'],
    };
    const { outcomes, picked } = pickFromAnswer(
      ['sn-1', 'NOPE', 'SN-2', 'SN-3', 'SN-4'],
      answer,
      screen,
    );
    expect(outcomes).toEqual([
      { serial: 'SN-1', result: 'added' },
      { serial: 'NOPE', result: 'unknown' },
      { serial: 'SN-2', result: 'unavailable' },
      { serial: 'SN-3', result: 'outOfScope' },
      { serial: 'SN-4', result: 'already' },
    ]);
    expect(picked.map((x) => x.id)).toEqual([1]);
  });

  it('adds a device once when a list names it twice', () => {
    const { outcomes, picked } = pickFromAnswer(
      ['SN-1', 'sn-1'],
      { machines: [m(1)], notFound: [] },
      screen,
    );
    expect(picked).toHaveLength(1);
    expect(outcomes.map((o) => o.result)).toEqual(['added', 'already']);
  });
});
