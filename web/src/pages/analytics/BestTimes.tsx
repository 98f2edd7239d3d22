// "Best times to post": the owner's own best slots once there are enough posts to tell, the
// networks' general guidance before that, labelled as such, with the server's note on where
// the times come from.
import Badge from '@cloudscape-design/components/badge';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import type { Breakdowns } from '#contracts/analytics-overview';
import { EmptyState } from '../../components/common/states.tsx';

const HEADING = 'Best times to post';
const OWN = 'From your posts';
const GUIDANCE = 'General guidance';
const SLOT = 'When';
const SCORE = 'Engagements and clicks per post';
const NONE = 'No times to suggest yet.';

type BestTimesData = Breakdowns['bestTimes'];
type Slot = BestTimesData['slots'][number];

export function BestTimes({ bestTimes }: { bestTimes: BestTimesData }) {
  const own = bestTimes.source === 'own';
  return (
    <Container
      header={
        <Header variant="h2" description={bestTimes.note} info={<Badge color={own ? 'green' : 'grey'}>{own ? OWN : GUIDANCE}</Badge>}>
          {HEADING}
        </Header>
      }
      data-testid="best-times"
    >
      <Table<Slot>
        variant="borderless"
        items={bestTimes.slots}
        trackBy={(slot) => `${slot.weekday}-${slot.hour}`}
        ariaLabels={{ tableLabel: HEADING }}
        empty={<EmptyState title={NONE} />}
        columnDefinitions={[
          { id: 'slot', header: SLOT, cell: (slot) => slot.label, isRowHeader: true },
          ...(own ? [{ id: 'score', header: SCORE, cell: (slot: Slot) => (slot.score === null ? '' : slot.score.toFixed(1)) }] : []),
        ]}
      />
    </Container>
  );
}
