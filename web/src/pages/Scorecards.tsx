import { NotAvailable } from '../components/ui';
import { useFeatures } from '../hooks';

export function Scorecards() {
  const features = useFeatures();
  if (!features) return null;
  return (
    <section>
      <h1>Scorecards</h1>
      {features.fields?.has('Query.scorecard') || features.fields?.has('Query.scorecards') ? (
        <p class="muted" data-testid="api-only">
          This server has scorecards; this build of the web app does not show them yet — use the API, GraphiQL or{' '}
          <code>everdict scorecard run</code>.
        </p>
      ) : (
        <NotAvailable what="Scorecards (a live aggregate over many runs, pass rates, compare-two)" />
      )}
    </section>
  );
}
