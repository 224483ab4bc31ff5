import { LOCALES, usersDeclaration, UserWithIncludesSchema } from '@caffee/contract';
import { describe, expect, it } from 'vitest';
import { exportableFields, exportColumns, type Exported } from './export-columns.js';
import { choiceValues, fieldLabel, valueLabels } from './export-words.js';
import { SERVED_RESOURCES } from './registry.js';

/** Every exported list: the record types, and the users' (as `users/routes.ts` declares it). */
const EXPORTS: [string, Exported][] = [
  ...SERVED_RESOURCES.map((r): [string, Exported] => [r.contract.path, r]),
  [
    'users',
    {
      contract: {
        record: UserWithIncludesSchema,
        fields: usersDeclaration.fields,
        title: usersDeclaration.title,
      },
    },
  ],
];

/**
 * Fields the web's locale files have no word for yet (the screens show no such field): they
 * read under their own name, and are no list's default column. When the web names one, it
 * leaves this list.
 */
const UNNAMED = ['id', 'createdBy', 'calendarEventId'];

describe("an export's words", () => {
  it('name every column and every enum or boolean value in om, en and am', () => {
    const missing: string[] = [];
    for (const [path, exported] of EXPORTS) {
      for (const field of exportableFields(exported).values()) {
        for (const locale of LOCALES) {
          if (!UNNAMED.includes(field.name) && fieldLabel(locale, field.name) === undefined) {
            missing.push(`${locale}: ${path}.${field.name}`);
          }
          const labels = valueLabels(locale, field);
          for (const value of choiceValues(field)) {
            if (labels[value] === undefined)
              missing.push(`${locale}: ${path}.${field.name}=${value}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("head every list's default columns with words, never a field's name", () => {
    const raw: string[] = [];
    for (const [path, exported] of EXPORTS) {
      for (const locale of LOCALES) {
        const columns = exportColumns(exported, {
          format: 'people',
          locale,
          calendar: 'gregorian',
        });
        for (const { header, field } of columns) {
          if (header === field) raw.push(`${locale}: ${path}.${field}`);
        }
      }
    }
    expect(raw).toEqual([]);
  });

  it('leave unnamed only the fields the web has no word for in any language', () => {
    const named = UNNAMED.filter((name) => LOCALES.some((l) => fieldLabel(l, name) !== undefined));
    expect(named).toEqual([]);
  });

  it("read the accounts' fields with the users' screens' keys, not another type's", () => {
    const fields = exportableFields(EXPORTS.find(([path]) => path === 'users')![1]);
    expect(valueLabels('en', fields.get('type')!)).toEqual({
      admin: 'Administrator',
      institute: 'Institute',
      member: 'Council member',
    });
    expect(valueLabels('en', fields.get('locale')!)).toEqual({
      om: 'Afaan Oromoo',
      en: 'English',
      am: 'አማርኛ',
    });
  });
});
