import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../auth/auth-context';
import { FilterSelect } from './filter-select';
import { choicesOf, type FieldSpec, type RecordScreen } from '../screen';
import type { ListState } from '../data/use-list-params';
import { useOptions } from '../data/use-list-query';

/**
 * A filter of related records (a category, an institute), when the role may list them. Its
 * choices are asked for when the reader reaches for it (pointer, focus) or when the address
 * already filters by it (its name is shown), not with every list: most visits never filter,
 * and the list's records, the reason for the visit, need the network more.
 */
function ReferenceFilter({ field, list }: { field: FieldSpec; list: ListState }) {
  const can = useCan();
  const allowed = can(`${field.ref}:list`);
  const value = list.params.filter[field.name] ?? '';
  const [reachedFor, setReachedFor] = useState(false);
  const options = useOptions(field.ref ?? '', allowed && (reachedFor || value !== ''));
  if (!allowed) return null;
  return (
    <FilterSelect
      name={field.name}
      labelKey={`records.fields.${field.name}`}
      value={value}
      options={(options.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
      loading={options.isLoading}
      onIntent={() => setReachedFor(true)}
      onChange={(next) => list.setFilter(field.name, next)}
    />
  );
}

/** The declared filters of a list, each in the address. */
export function RecordFilters({ screen, list }: { screen: RecordScreen; list: ListState }) {
  const { t } = useTranslation();
  return (
    <>
      {screen.filters.map((name) => {
        const field = screen.fields.find((f) => f.name === name);
        if (!field) return null;
        if (field.kind === 'reference')
          return <ReferenceFilter key={name} field={field} list={list} />;
        const choices = choicesOf(field);
        return (
          <FilterSelect
            key={name}
            name={name}
            labelKey={`records.fields.${name}`}
            value={list.params.filter[name] ?? ''}
            options={(choices?.values ?? []).map((value) => ({
              value,
              label: t(choices?.labelKey(value) ?? value),
            }))}
            onChange={(value) => list.setFilter(name, value)}
          />
        );
      })}
    </>
  );
}
