import { describe, expect, it } from 'vitest';
import type { MachineSort } from '@dd/contract';
import {
  listQuery,
  readListView,
  withListChange,
  type ListChange,
} from '../../lib/list/list-params';
import { MACHINE_LIST, MACHINES_PAGE_SIZE, type FilterKey } from './query';

const read = (qs: string) => readListView(MACHINE_LIST, new URLSearchParams(qs));

describe('machines URL → GET /machines query', () => {
  it('sends only paging when nothing is chosen (All everywhere)', () => {
    expect(listQuery(read(''))).toEqual({ page: 1, pageSize: MACHINES_PAGE_SIZE });
  });

  it('maps every filter, the trimmed search, the sort and the page size to the API names', () => {
    expect(
      listQuery(
        read(
          'search=%20 TLR-POS %20&status=MAINTENANCE&type=SOUNDBOX&manufacturer=Everlife&partnerType=B2C&page=3&pageSize=100&sort=model&order=desc',
        ),
      ),
    ).toEqual({
      search: 'TLR-POS',
      status: 'MAINTENANCE',
      type: 'SOUNDBOX',
      manufacturer: 'Everlife',
      partnerType: 'B2C',
      page: 3,
      pageSize: 100,
      sort: 'model',
      order: 'desc',
    });
  });

  it('treats unknown values in a link as All, a bad page as 1, a bad sort or size as the default', () => {
    expect(
      listQuery(
        read(
          'status=BROKEN&type=phone&manufacturer=Acme&partnerType=X&page=-2&sort=password&pageSize=7',
        ),
      ),
    ).toEqual({ page: 1, pageSize: MACHINES_PAGE_SIZE });
  });

  it('offers exactly the spec status options (RETIRED is not a filter)', () => {
    expect(read('status=RETIRED').filters.status).toBe('');
    expect(read('status=ASSIGNED').filters.status).toBe('ASSIGNED');
  });

  it('goes back to page 1 when a filter, the search or the sort changes, keeps the others', () => {
    const start = new URLSearchParams('status=ASSIGNED&page=4');
    const change = (c: ListChange<FilterKey, MachineSort>) =>
      withListChange(MACHINE_LIST, start, c).toString();
    expect(change({ type: 'POS' })).toBe('status=ASSIGNED&type=POS');
    expect(change({ search: ' abc ' })).toBe('status=ASSIGNED&search=abc');
    expect(change({ sort: { sort: 'model', order: 'desc' } })).toBe(
      'status=ASSIGNED&sort=model&order=desc',
    );
    expect(change({ pageSize: 50 })).toBe('status=ASSIGNED&pageSize=50');
    expect(change({ page: 5 })).toBe('status=ASSIGNED&page=5');
  });

  it('drops All (empty), page 1 and the default page size from the URL', () => {
    const start = new URLSearchParams('status=ASSIGNED&type=POS&page=2&pageSize=50');
    expect(withListChange(MACHINE_LIST, start, { status: '' }).toString()).toBe(
      'type=POS&pageSize=50',
    );
    expect(withListChange(MACHINE_LIST, start, { pageSize: 25 }).toString()).toBe(
      'status=ASSIGNED&type=POS',
    );
    expect(withListChange(MACHINE_LIST, start, { page: 1 }).toString()).toBe(
      'status=ASSIGNED&type=POS&pageSize=50',
    );
  });
});
