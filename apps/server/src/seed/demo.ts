import fs from 'node:fs';
import path from 'node:path';
import type { UserStatus, UserType } from '@caffee/contract';
import { SERVED_RESOURCES } from '../records/registry.js';
import { rebuildSearchIndex } from '../search/rebuild.js';
import type { Services } from '../services.js';
import { seedAddressDemo } from '../records/address/demo.js';
import { seedEngagementDemo } from '../records/engagement/demo.js';
import { seedMeetingsDemo } from '../records/meetings/demo.js';
import { seedPublishingDemo } from '../records/publishing/demo.js';
import { createAccount, generatePassword } from '../records/access/users/create.js';
import type { DemoContext } from './demo-context.js';
import { seedPermissionCategories } from './demo-permissions.js';

export interface DemoAccount {
  type: UserType;
  status: UserStatus;
  name: string;
  email: string;
  password: string;
}

const INSTITUTES = [
  {
    nameOm: 'Biiroo Qonnaa Oromiyaa',
    nameEn: 'Oromia Bureau of Agriculture',
    nameAm: 'የኦሮሚያ ግብርና ቢሮ',
  },
  {
    nameOm: 'Biiroo Fayyaa Oromiyaa',
    nameEn: 'Oromia Health Bureau',
    nameAm: 'የኦሮሚያ ጤና ቢሮ',
  },
  {
    nameOm: 'Biiroo Barnootaa Oromiyaa',
    nameEn: 'Oromia Education Bureau',
    nameAm: 'የኦሮሚያ ትምህርት ቢሮ',
  },
];

const ACCOUNTS: Omit<DemoAccount, 'password'>[] = [
  { type: 'admin', status: 'active', name: 'Caalaa Gammachuu', email: 'admin@caffee.example' },
  {
    type: 'institute',
    status: 'active',
    name: 'Lensa Tolasa',
    email: 'institute@caffee.example',
  },
  { type: 'member', status: 'active', name: 'Obsaa Fayyisaa', email: 'member@caffee.example' },
  { type: 'member', status: 'pending', name: 'Hawi Dhaabaa', email: 'pending@caffee.example' },
  // More council members, after the accounts above (whose ids the journeys know), to sit in
  // the committees.
  ...[
    ['Caaltuu Margaa', 'caaltuu'],
    ['Gammachiis Abdiisaa', 'gammachiis'],
    ['Dirribee Fufaa', 'dirribee'],
    ['Lammii Bultumee', 'lammii'],
    ['Meseret Alemu', 'meseret'],
    ['Tolasaa Gurmeessaa', 'tolasaa'],
  ].map(([name = '', mailbox = '']) => ({
    type: 'member' as const,
    status: 'active' as const,
    name,
    email: `${mailbox}@caffee.example`,
  })),
];

export const demoAccountsFile = (dataDir: string) => path.join(dataDir, 'demo-accounts.json');

/**
 * On the first start of a demo installation (no users yet): a few institutes, one account
 * per user type and more council members, with passwords generated now and kept in a file
 * only the owner can read (and printed at start). Returns nothing when the database already has users.
 */
export async function seedDemo(
  services: Pick<Services, 'db' | 'kind' | 'storage'>,
  dataDir: string,
): Promise<DemoAccount[] | null> {
  const { db, storage } = services;
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return null;
  const institutes = await db
    .insertInto('institutes')
    .values(INSTITUTES.map((i) => ({ ...i, createdBy: null, deletedAt: null })))
    .returning('id')
    .execute();
  const accounts: DemoAccount[] = [];
  const userIds = { admin: 0, institute: 0, member: 0 };
  const memberIds: number[] = [];
  for (const account of ACCOUNTS) {
    const password = generatePassword();
    const row = await createAccount(services, {
      ...account,
      password,
      instituteId: account.type === 'institute' ? (institutes[0]?.id ?? null) : null,
    });
    // The first active account of each type is the one the demo's records are about.
    if (account.status === 'active' && !userIds[account.type]) userIds[account.type] = row.id;
    if (account.status === 'active' && account.type === 'member') memberIds.push(row.id);
    accounts.push({ ...account, password });
  }
  const instituteIds = institutes.map((i) => i.id);
  const ctx: DemoContext = { db, instituteIds, userIds, memberIds, storage };
  // Each domain's records, in the order they refer to each other.
  await seedPermissionCategories(db);
  await seedAddressDemo(ctx);
  await seedPublishingDemo(ctx);
  await seedEngagementDemo(ctx);
  await seedMeetingsDemo(ctx);
  // The records above were written straight into their tables: indexed for the search together.
  await rebuildSearchIndex(services, SERVED_RESOURCES);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(demoAccountsFile(dataDir), JSON.stringify(accounts, null, 2), { mode: 0o600 });
  return accounts;
}

/** The demo accounts written at first start, if this installation has them. */
export function readDemoAccounts(dataDir: string): DemoAccount[] {
  try {
    return JSON.parse(fs.readFileSync(demoAccountsFile(dataDir), 'utf8')) as DemoAccount[];
  } catch {
    return [];
  }
}
