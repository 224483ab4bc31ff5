import { useTranslation } from 'react-i18next';
import { useCan } from '../auth/auth-context';
import { FilterSelect } from './filter-select';
import type { FieldSpec, RecordScreen } from './screen';
import type { ListState } from './use-list-params';
import { useOptions } from './use-list-query';

/** A filter of related records (a category, an institute), when the role may list them. */
function ReferenceFilter({ field, list }: { field: FieldSpec; list: ListState }) {
  const can = useCan();
  const allowed = can(`${field.ref}:list`);
  const options = useOptions(field.ref ?? '', allowed);
  if (!allowed) return null;
  return (
    <FilterSelect
      name={field.name}
      labelKey={`records.fields.${field.name}`}
      value={list.params.filter[field.name] ?? ''}
      options={(options.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
      onChange={(value) => list.setFilter(field.name, value)}
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
        const values = field.kind === 'boolean' ? ['true', 'false'] : (field.values ?? []);
        return (
          <FilterSelect
            key={name}
            name={name}
            labelKey={`records.fields.${name}`}
            value={list.params.filter[name] ?? ''}
            options={values.map((value) => ({
              value,
              label: t(
                field.kind === 'boolean'
                  ? `crud.${value === 'true' ? 'yes' : 'no'}`
                  : `records.enum.${name}.${value}`,
              ),
            }))}
            onChange={(value) => list.setFilter(name, value)}
          />
        );
      })}
    </>
  );
}
