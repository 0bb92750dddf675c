import type { UseQueryResult } from '@tanstack/react-query';
import type { PartyMutation } from './descriptor';

type Keyed<K extends string, Row> = { [P in K]: Row };

/**
 * A party's detail query and its create / update mutations, answering the row itself (the API
 * answers `{ distributor, summary }`, `{ retailer }`...: `key` names the row).
 */
export function partyResource<K extends string, Row, Summary, CreateArgs, UpdateArgs>(
  key: K,
  useOne: (id: number) => UseQueryResult<Keyed<NoInfer<K>, Row> & { summary?: Summary }>,
  create: () => PartyMutation<CreateArgs, Keyed<NoInfer<K>, Row>>,
  update: () => PartyMutation<UpdateArgs, Keyed<NoInfer<K>, Row>>,
) {
  return {
    useDetail(id: number) {
      const query = useOne(id);
      const data: Keyed<K, Row> | undefined = query.data;
      return { query, row: data?.[key], summary: query.data?.summary };
    },
    useCreate: () => answeringRow(create(), key),
    useUpdate: () => answeringRow(update(), key),
  };
}

function answeringRow<Args, K extends string, Row>(
  mutation: PartyMutation<Args, Keyed<K, Row>>,
  key: K,
): PartyMutation<Args, Row> {
  return {
    isPending: mutation.isPending,
    mutateAsync: async (args) => (await mutation.mutateAsync(args))[key],
  };
}
