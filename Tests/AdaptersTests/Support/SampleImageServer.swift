import ConbookCore
import ConbookServerTestSupport
import ConbookTesting
import Foundation

/// How the loopback server plays a Eurofurence API with the sample convention's images: the sync
/// at `/TESTCON26/api/Sync` and each image at its with-hash URL.
enum SampleImageServer {
    private typealias Sample = SampleConvention

    /// The sync, and each sample image (the den's answered by `denImage` when given).
    static func routes(
        sync: SyncResponse = SampleConvention.fullSync, denImage: LoopbackHTTPServer.Behaviour? = nil
    ) -> LoopbackHTTPServer.Behaviour {
        var routes = [
            LoopbackHTTPServer.Route(
                prefix: "/TESTCON26/api/Sync",
                behaviour: .respond(body: Array((try? EurofurenceJSONWriter.data(for: sync)) ?? Data())))
        ]
        for (id, bytes) in Sample.imageBytes {
            let behaviour = id == Sample.denImage.id ? denImage ?? .respond(body: bytes) : .respond(body: bytes)
            routes.append(LoopbackHTTPServer.Route(prefix: "/TESTCON26/api/Images/\(id)/", behaviour: behaviour))
        }
        return .routes(routes)
    }

    /// A delta a minute after the full sync that gives an image a new version.
    static func delta(changing image: ImageReference) -> SyncResponse {
        SyncResponse(
            conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)),
            EntityChanges(changed: [image]))
    }

    /// The den's picture redrawn: its hash is the SHA-1 of "abc".
    static var redrawnDen: ImageReference {
        var redrawn = Sample.denImage
        redrawn.contentHash = "qZk+NkcGgWq6PiVxeFDCbJzQ2J0="
        return redrawn
    }
}
