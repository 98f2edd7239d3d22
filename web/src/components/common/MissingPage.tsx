// The page of an item that does not exist, or is not the caller's (both look the same): its
// title as the heading, a sentence saying so, and the way back to the list.
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

export function MissingPage({ title, text, back }: { title: string; text: string; back: ReactNode }) {
  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <Container>
        <SpaceBetween size="s">
          <Box variant="p">{text}</Box>
          {back}
        </SpaceBetween>
      </Container>
    </ContentLayout>
  );
}
