// A valid brand kit body, as onboarding step 1 sends it.
export const cafeBrand = {
  name: 'Corner Café',
  industry: 'Coffee shop',
  targetAudience: 'Busy parents who live nearby',
  mainGoal: 'Get more weekday morning customers',
  platforms: ['Instagram', 'Facebook', 'Email'],
  toneOfVoice: 'Friendly',
  palette: { primary: '#6C5CE7', secondary: '#00CEC9' },
  logoUrl: null,
};
