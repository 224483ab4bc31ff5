import type { ComponentType } from 'react';
import { RecordDetailPage } from './record-detail-page';
import { RecordFormPage } from './record-form-page';
import { RecordListPage } from './record-list-page';
import type { RecordScreen } from './screen';

export type RecordPageKind = 'list' | 'detail' | 'form';

const PAGES = { list: RecordListPage, detail: RecordDetailPage, form: RecordFormPage };

/** A route's page for one record type: the generic page bound to the declaration. */
export function pageFor(screen: RecordScreen, kind: RecordPageKind): ComponentType {
  const Page = PAGES[kind];
  function RecordPage() {
    return <Page screen={screen} />;
  }
  RecordPage.displayName = `${kind}(${screen.key})`;
  return RecordPage;
}
