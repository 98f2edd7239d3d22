// Onboarding wizard (/onboarding).
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function OnboardingPage() {
  return <PlaceholderPage title="Onboarding" />;
}
