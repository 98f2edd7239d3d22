// Starts DynamoDB Local (the official jar, on the class path) with its HTTP connector bound
// to 127.0.0.1 instead of every interface. DynamoDB Local has no bind option: this builds
// the server exactly as its own main does, sets the connector's host, then starts it.
// Arguments are DynamoDB Local's own (-port, -sharedDb, -inMemory, -dbPath, ...).
import java.lang.reflect.Field;

import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

public class LoopbackDynamoDB {
    public static void main(String[] args) throws Exception {
        String host = System.getProperty("markk.dynamodb.host", "127.0.0.1");
        DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
        Field field = DynamoDBProxyServer.class.getDeclaredField("server");
        field.setAccessible(true);
        Server server = (Server) field.get(proxy);
        Connector[] connectors = server.getConnectors();
        if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind");
        for (Connector connector : connectors) {
            if (!(connector instanceof ServerConnector)) {
                throw new IllegalStateException("Unexpected DynamoDB Local connector: " + connector.getClass().getName());
            }
            ((ServerConnector) connector).setHost(host);
        }
        // Telemetry is never configured here, so start() sends none (as with -disableTelemetry).
        proxy.start();
        for (Connector connector : connectors) {
            ServerConnector c = (ServerConnector) connector;
            System.out.println("DynamoDB Local listening on " + c.getHost() + ":" + c.getLocalPort());
        }
    }
}
