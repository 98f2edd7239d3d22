// The API reference (/docs/api): rendered from the OpenAPI document the API serves at
// /v1/openapi.json (built from the endpoint contracts), so it always says what the API does —
// authentication, scopes, limits, and each operation's parameters, body and answers. Plain
// Cloudscape parts, nothing evaluated: it works under the app's content security policy.
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { errorMessage } from '../../app/errors.ts';
import { LoadError } from '../../components/common/states.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useOpenApiDocument } from '../../queries/api-tokens.ts';
import { operationsOf, type Operation } from './openapi-view.ts';

const TITLE = 'API reference';
const LOAD_FAILED = 'Could not load the API reference';
const DOCUMENT = 'OpenAPI document';
const LIMITS_HEADING = 'Limits and answers';
const LIMITS = [
  'Each token has a rate limit; past it, calls answer 429 with a Retry-After header (seconds).',
  'No token, or one that is unknown, revoked or expired: 401. A token without the scope a call needs: 403 naming the scope.',
  'Every error is JSON: { "message": "…" }, a sentence that says what to change.',
];
const PARAMETERS = 'Parameters';
const BODY = 'Request body (JSON Schema)';
const ANSWERS = 'Answers';

function OperationSection({ operation }: { operation: Operation }) {
  return (
    <Container
      header={
        <Header variant="h2" description={operation.summary}>
          <Box variant="code" fontSize="heading-m">{`${operation.method} ${operation.path}`}</Box>
        </Header>
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">
          Scope: <Box variant="code">{operation.scope}</Box>
        </Box>
        {operation.parameters.length > 0 && (
          <Table
            variant="embedded"
            header={<Box variant="h3">{PARAMETERS}</Box>}
            items={operation.parameters}
            columnDefinitions={[
              { id: 'name', header: 'Name', cell: (p) => <Box variant="code">{p.name}</Box>, isRowHeader: true },
              { id: 'in', header: 'In', cell: (p) => p.in },
              { id: 'required', header: 'Required', cell: (p) => (p.required ? 'Yes' : 'No') },
              { id: 'type', header: 'Type', cell: (p) => p.type },
            ]}
          />
        )}
        {operation.body && (
          <ExpandableSection headerText={BODY}>
            <Box variant="pre">{operation.body}</Box>
          </ExpandableSection>
        )}
        <SpaceBetween size="xs">
          <Box variant="h3">{ANSWERS}</Box>
          <ColumnLayout columns={2} variant="text-grid">
            {operation.answers.map((answer) => (
              <Box key={answer.status} variant="p">
                <Box variant="strong">{answer.status}</Box> {answer.description}
              </Box>
            ))}
          </ColumnLayout>
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}

export default function ApiDocsPage() {
  usePageTitle(TITLE);
  const document = useOpenApiDocument();
  if (document.isPending) return <PageSpinner />;
  if (document.isError)
    return <LoadError header={LOAD_FAILED} message={errorMessage(document.error)} onRetry={() => void document.refetch()} retrying={document.isFetching} />;
  const { intro, operations } = operationsOf(document.data);
  return (
    <ContentLayout header={<Header variant="h1">{TITLE}</Header>}>
      <SpaceBetween size="l">
        <Container>
          <SpaceBetween size="s">
            {intro.map((paragraph) => (
              <Box key={paragraph} variant="p">
                {paragraph}
              </Box>
            ))}
            <Box variant="p">
              {DOCUMENT}: <Box variant="code">/v1/openapi.json</Box>
            </Box>
          </SpaceBetween>
        </Container>
        <Container header={<Header variant="h2">{LIMITS_HEADING}</Header>}>
          <SpaceBetween size="xs">
            {LIMITS.map((line) => (
              <Box key={line} variant="p">
                {line}
              </Box>
            ))}
          </SpaceBetween>
        </Container>
        {operations.map((operation) => (
          <OperationSection key={`${operation.method} ${operation.path}`} operation={operation} />
        ))}
      </SpaceBetween>
    </ContentLayout>
  );
}
