// Quiet two SDK notices that are noise in a local terminal: cognito-local's v2 SDK
// end-of-support banner and the v3 SDK's future Node 22 requirement (README notes it).
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
