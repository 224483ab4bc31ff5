import { newsFeedsMeta } from '@caffee/contract';
import { defineScreen } from '../../crud/screen';

// Laws and publications need nothing beyond their declarations (see registry.ts).
export const newsFeedsScreen = defineScreen(newsFeedsMeta, {
  cardImage: (record) => record.coverUrl as string | null,
  placeholder: 'cover',
});
