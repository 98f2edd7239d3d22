// Settings › Brand: the brand settings form lands with onboarding (a later issue).
import Container from '@cloudscape-design/components/container';

const PLACEHOLDER = 'Brand settings arrive with onboarding.';

export function BrandTab() {
  return <Container>{PLACEHOLDER}</Container>;
}
