import { describe, expect, it } from 'vitest';
import { filtersFromParams, machineListQuery, MACHINES_PAGE_SIZE, paramsWith } from './query';

const read = (qs: string) => filtersFromParams(new URLSearchParams(qs));

describe('machines filters → GET /machines query', () => {
  it('sends only paging when nothing is chosen (All everywhere)', () => {
    expect(machineListQuery(read(''))).toEqual({ page: 1, pageSize: MACHINES_PAGE_SIZE });
  });

  it('maps every filter and the trimmed search to the API names', () => {
    expect(
      machineListQuery(
        read(
          'search=%20 TLR-POS %20&status=MAINTENANCE&type=SOUNDBOX&manufacturer=Everlife&partnerType=B2C&page=3',
        ),
      ),
    ).toEqual({
      search: 'TLR-POS',
      status: 'MAINTENANCE',
      type: 'SOUNDBOX',
      manufacturer: 'Everlife',
      partnerType: 'B2C',
      page: 3,
      pageSize: MACHINES_PAGE_SIZE,
    });
  });

  it('treats unknown values in a link as All and a bad page as 1', () => {
    expect(
      machineListQuery(read('status=BROKEN&type=phone&manufacturer=Acme&partnerType=X&page=-2')),
    ).toEqual({ page: 1, pageSize: MACHINES_PAGE_SIZE });
  });

  it('offers exactly the spec status options (RETIRED is not a filter)', () => {
    expect(read('status=RETIRED').status).toBe('');
    expect(read('status=ASSIGNED').status).toBe('ASSIGNED');
  });

  it('goes back to page 1 when a filter or the search changes, keeps the others', () => {
    const start = new URLSearchParams('status=ASSIGNED&page=4');
    expect(paramsWith(start, { type: 'POS' }).toString()).toBe('status=ASSIGNED&type=POS');
    expect(paramsWith(start, { search: ' abc ' }).toString()).toBe('status=ASSIGNED&search=abc');
    expect(paramsWith(start, { page: 5 }).toString()).toBe('status=ASSIGNED&page=5');
  });

  it('drops All (empty) and page 1 from the URL', () => {
    const start = new URLSearchParams('status=ASSIGNED&type=POS&page=2');
    expect(paramsWith(start, { status: '' }).toString()).toBe('type=POS');
    expect(paramsWith(start, { page: 1 }).toString()).toBe('status=ASSIGNED&type=POS');
  });
});
