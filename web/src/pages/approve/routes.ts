// The client's approval link (/approve/:token): public, outside the signed-in shell (AuthGate
// shows it to everyone, signed in or not).
import { defineRoute } from '../../app/routing/app-route.ts';

export const approvalRoute = defineRoute({ path: '/approve/:token', title: 'Review posts' });
