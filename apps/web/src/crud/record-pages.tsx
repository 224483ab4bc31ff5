import type { ComponentType } from 'react';
import type { RecordScreen } from './screen';

export type RecordPageKind = 'list' | 'detail' | 'form';

type GenericPage = ComponentType<{ screen: RecordScreen }>;

/**
 * Each kind of generic page loads on its own: a list (the page most often opened) does not
 * wait for the detail page's panels or the forms' inputs and pickers.
 */
const LOADERS: Record<RecordPageKind, () => Promise<GenericPage>> = {
  list: () => import('./list/record-list-page').then((m) => m.RecordListPage),
  detail: () => import('./detail/record-detail-page').then((m) => m.RecordDetailPage),
  form: () => import('./form/record-form-page').then((m) => m.RecordFormPage),
};

/** A route's page for one record type: the generic page of its kind bound to the declaration. */
export async function loadRecordPage(
  screen: RecordScreen,
  kind: RecordPageKind,
): Promise<{ default: ComponentType }> {
  const Page = await LOADERS[kind]();
  function RecordPage() {
    return <Page screen={screen} />;
  }
  RecordPage.displayName = `${kind}(${screen.key})`;
  return { default: RecordPage };
}
