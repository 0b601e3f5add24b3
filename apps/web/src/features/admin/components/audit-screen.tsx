import { enAdmin, AUDIT_ENTITIES, type AuditEntity } from '@krishi/contract';
import { useSearchParams } from 'react-router';
import { useAudit } from '../api/audit';
import { adminLanguage, formatMoment } from '../lib/localized';
import { usePageParam } from '../lib/page-param';
import { AdminScreen } from './admin-screen';
import { PagedTable } from './admin-table';
import { Options, PlainField } from './field';
import { useStrings } from '../../../lib/strings';

function isEntity(value: string | null): value is AuditEntity {
  return value !== null && (AUDIT_ENTITIES as readonly string[]).includes(value);
}

const shown = (fields: Record<string, unknown> | null) => (fields ? JSON.stringify(fields) : '');

/** Who changed what, when: newest first, optionally of one kind of thing. */
export function AuditScreen() {
  const t = useStrings(enAdmin);
  const [search, setSearch] = useSearchParams();
  const raw = search.get('entity');
  const entity = isEntity(raw) ? raw : undefined;
  const { pageNum } = usePageParam();
  const audit = useAudit(entity, pageNum);
  return (
    <AdminScreen title={t('admin.nav.audit')}>
      <div className="admin-filters">
        <PlainField label={t('admin.audit.entity')}>
          <select
            className="field__input"
            value={entity ?? ''}
            onChange={(e) => setSearch(e.target.value ? { entity: e.target.value } : {})}
          >
            <option value="">{t('admin.audit.everything')}</option>
            <Options values={AUDIT_ENTITIES} name={(name) => t(`admin.audit.entities.${name}`)} />
          </select>
        </PlainField>
      </div>
      <PagedTable
        query={audit}
        columns={[
          { header: t('admin.audit.when'), cell: (entry) => formatMoment(entry.at, adminLanguage()) },
          { header: t('admin.audit.who'), cell: (entry) => entry.actor.name ?? entry.actor.phoneNumber },
          {
            header: t('admin.audit.what'),
            cell: (entry) => (
              <>
                <code>{entry.action}</code> {entry.entityId ? `#${entry.entityId}` : ''}
              </>
            ),
          },
          { header: t('admin.audit.before'), cell: (entry) => shown(entry.before), className: 'admin-table__data' },
          { header: t('admin.audit.after'), cell: (entry) => shown(entry.after), className: 'admin-table__data' },
        ]}
      />
    </AdminScreen>
  );
}
