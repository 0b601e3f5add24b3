import { enAdmin, AUDIT_ENTITIES, type AuditEntity } from '@krishi/contract';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { adminLanguage, formatMoment } from '../lib/localized';
import { usePageTitle } from '../../../lib/page-title';
import { useStrings } from '../../../lib/strings';
import { useAudit } from '../api/audit';
import { usePageParam } from '../lib/page-param';
import { ListState } from './list-state';

function isEntity(value: string | null): value is AuditEntity {
  return value !== null && (AUDIT_ENTITIES as readonly string[]).includes(value);
}

const shown = (fields: Record<string, unknown> | null) => (fields ? JSON.stringify(fields) : '');

/** Who changed what, when: newest first, optionally of one kind of thing. */
export function AuditScreen() {
  const t = useStrings(enAdmin);
  usePageTitle(t('admin.nav.audit'));
  const [search, setSearch] = useSearchParams();
  const raw = search.get('entity');
  const entity = isEntity(raw) ? raw : undefined;
  const { pageNum, hrefFor } = usePageParam();
  const audit = useAudit(entity, pageNum);
  const rows = audit.data?.content ?? [];
  return (
    <section aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t('admin.nav.audit')}</h1>
      <div className="admin-filters">
        <label className="field">
          <span className="field__label">{t('admin.audit.entity')}</span>
          <select
            className="field__input"
            value={entity ?? ''}
            onChange={(e) => setSearch(e.target.value ? { entity: e.target.value } : {})}
          >
            <option value="">{t('admin.audit.everything')}</option>
            {AUDIT_ENTITIES.map((name) => (
              <option key={name} value={name}>
                {t(`admin.audit.entities.${name}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ListState isPending={audit.isPending} isError={audit.isError} isEmpty={rows.length === 0} />
      {rows.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.audit.when')}</th>
              <th scope="col">{t('admin.audit.who')}</th>
              <th scope="col">{t('admin.audit.what')}</th>
              <th scope="col">{t('admin.audit.before')}</th>
              <th scope="col">{t('admin.audit.after')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t('admin.audit.when')}>{formatMoment(entry.at, adminLanguage())}</td>
                <td data-label={t('admin.audit.who')}>{entry.actor.name ?? entry.actor.phoneNumber}</td>
                <td data-label={t('admin.audit.what')}>
                  <code>{entry.action}</code> {entry.entityId ? `#${entry.entityId}` : ''}
                </td>
                <td data-label={t('admin.audit.before')} className="admin-table__data">
                  {shown(entry.before)}
                </td>
                <td data-label={t('admin.audit.after')} className="admin-table__data">
                  {shown(entry.after)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination pageNum={pageNum} totalPages={audit.data?.totalPages ?? 0} hrefFor={hrefFor} />
    </section>
  );
}
