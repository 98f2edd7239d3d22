// The white-label portal domain the test stack answers to (MARKK_PORTAL_HOSTS in the tests).
export const TEST_PORTAL_HOST = 'approvals.ada-agency.test';
