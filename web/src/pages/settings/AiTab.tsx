// Settings › AI: spec 2 says AI settings live with each expert, and where a user's own key goes.
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

const HEADING = 'AI settings';
const PER_EXPERT = 'AI settings are set per expert: each expert in the AI Assistant keeps its own settings, so there is nothing to configure here.';
const OWN_KEY = 'To use your own OpenAI API key, open the AI Assistant and choose the "Use Your ChatGPT" expert: that is where you connect your own API key.';

export function AiTab() {
  return (
    <Container header={<Header variant="h2">{HEADING}</Header>}>
      <SpaceBetween size="s">
        <Box variant="p">{PER_EXPERT}</Box>
        <Box variant="p">{OWN_KEY}</Box>
      </SpaceBetween>
    </Container>
  );
}
