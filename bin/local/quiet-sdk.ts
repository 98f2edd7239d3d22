// cognito-local depends on the v2 AWS SDK; its end-of-support banner is noise for Markk's users.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
