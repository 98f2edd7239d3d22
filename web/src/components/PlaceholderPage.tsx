// A page whose feature lands in a later issue: its real title, header and a coming-soon note.
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { usePageTitle } from '../app/routing/use-page-title.ts';

const COMING_SOON = 'This area is coming soon.';

type PlaceholderPageProps = {
  /** The page header (h1). */
  title: string;
  /** The document title's first part, when it differs from the header. */
  documentTitle?: string;
  description?: string;
};

export function PlaceholderPage({ title, documentTitle, description }: PlaceholderPageProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <ContentLayout header={<Header variant="h1" description={description}>{title}</Header>}>
      <Container>{COMING_SOON}</Container>
    </ContentLayout>
  );
}
