import { Fallback, LoadingArea } from '@fondly/design-system';
import type { SignupExperimentResults } from '@fondly/contract';
import { type DataColumn, DataTable, RefreshButton, StatTile, StatTiles, useResource, ViewHeader } from '../../components';
import { getSignupExperiment } from './api/get-signup-experiment';

type VariantRow = SignupExperimentResults['variants'][number];

const VARIANT_LABEL: Record<VariantRow['variant'], string> = {
  wizard: 'Reading A: 3-step wizard',
  single: 'Reading B: single form',
};
const FORM_LABEL: Record<string, string> = {
  wizard: 'Wizard (/simple-onboarding)',
  single: 'Single form (/simple-onboarding?form=single)',
  paid: 'After checkout (/onboarding)',
};

const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);

/**
 * The signup experiment: how many browsers the split sent to each reading of
 * /simple-onboarding, and how many of them created an account.
 */
export default function ExperimentsPage() {
  const results = useResource(getSignupExperiment);
  const data = results.data;
  const columns: ReadonlyArray<DataColumn<VariantRow>> = [
    { header: 'Variant', cell: (r) => VARIANT_LABEL[r.variant] },
    { header: 'Visitors', cell: (r) => r.visitors, align: 'end' },
    { header: 'Signups', cell: (r) => r.conversions, align: 'end' },
    { header: 'Conversion', cell: (r) => percent(r.conversionRate), align: 'end' },
  ];
  const best = data?.variants.filter((v) => v.conversionRate !== null).sort((a, b) => b.conversionRate! - a.conversionRate!)[0];
  return (
    <section>
      <ViewHeader
        title="Signup experiment"
        description="Each new browser on /simple-onboarding (without ?form=) is shown one reading and keeps it. A signup counts for the reading that browser was shown."
        actions={
          <RefreshButton resource={results} />
        }
      />
      {results.error && !data ? (
        <Fallback title="The experiment could not be loaded" message={results.error.message} onRetry={results.reload} />
      ) : !data ? (
        <LoadingArea label="Loading the experiment…" minHeight="12rem" />
      ) : (
        <>
          <StatTiles label="The split">
            <StatTile label="Sent to the single form" value={`${data.splitSinglePercent}%`} note="SIGNUP_SPLIT_SINGLE_PERCENT" />
            <StatTile label="Visitors in the experiment" value={data.variants.reduce((n, v) => n + v.visitors, 0)} />
            <StatTile label="Converting best" value={best ? VARIANT_LABEL[best.variant] : '–'} note={best ? percent(best.conversionRate) : 'No visitors yet'} />
          </StatTiles>
          <DataTable caption="Visitors and signups per reading" showCaption columns={columns} rows={data.variants} rowKey={(r) => r.variant} empty="No visitors yet." />
          <DataTable
            caption="Every account by the form that created it"
            showCaption
            columns={[
              { header: 'Form', cell: (r: { form: string; signups: number }) => FORM_LABEL[r.form] ?? r.form },
              { header: 'Accounts', cell: (r: { form: string; signups: number }) => r.signups, align: 'end' },
            ]}
            rows={data.signupsByForm}
            rowKey={(r) => r.form}
            empty="No accounts yet."
          />
        </>
      )}
    </section>
  );
}
