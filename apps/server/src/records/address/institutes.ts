import { institutes } from '@caffee/contract';
import { invalidField } from '../../http/errors.js';
import type { Services } from '../../services.js';
import { serverResource, type IncludeLoader } from '../server-resource.js';
import { addressesOf } from './place-chain.js';

/** Refuses an address that is not a live kebele (422 on the field). */
export async function checkKebele(services: Services, id: unknown, field = 'kebeleId') {
  if (id === null || id === undefined) return;
  const found = await services.db
    .selectFrom('kebeles')
    .select('id')
    .where('id', '=', Number(id))
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!found) throw invalidField(field, 'noSuchKebele');
}

/** `address`: each institute's kebele with the woreda, zone and region above it. */
const addressInclude: IncludeLoader = async (services, rows, ctx) => {
  const addresses = await addressesOf(
    services,
    rows.map((r) => r.kebeleId as number | null),
    ctx.locale,
  );
  return new Map(rows.map((r) => [r.id, addresses.get(r.kebeleId as number) ?? null]));
};

/** `logoUrl`: the thumbnail of each institute's first image, one query for the page. */
const logoInclude: IncludeLoader = async (services, rows) => {
  const ids = rows.map((r) => r.id);
  const files = ids.length
    ? await services.db
        .selectFrom('files')
        .select(['id', 'recordId', 'thumbnailName'])
        .where('resource', '=', institutes.path)
        .where('recordId', 'in', ids)
        .where('category', '=', 'image')
        .where('deletedAt', 'is', null)
        .orderBy('id', 'asc')
        .execute()
    : [];
  const logos = new Map<number, string>();
  for (const f of files) {
    const id = f.recordId as number;
    if (logos.has(id)) continue;
    logos.set(id, services.fileLinks.url(f.id, f.thumbnailName ? 'thumbnail' : 'file'));
  }
  return new Map(ids.map((id) => [id, logos.get(id) ?? null]));
};

/** Institutes with their details, address and logo. */
export const instituteResources = [
  serverResource({
    contract: institutes,
    table: 'institutes',
    // The logo (or the placeholder when null) shows wherever an institute does.
    defaultIncludes: ['logoUrl'],
    includes: {
      address: addressInclude,
      logoUrl: logoInclude,
    },
    // Institute staff keep their own institute's profile, and only theirs.
    writeScope: (qb, ctx) =>
      ctx.auth.user.type === 'institute'
        ? qb.where('institutes.id', '=', ctx.auth.user.instituteId ?? -1)
        : qb,
    validate: async (services, values) => {
      await checkKebele(services, values.kebeleId);
    },
  }),
];
