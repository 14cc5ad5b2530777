import ConbookCore
import ConbookEurofurence
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

/// The real data sources keep the same contract as the stub, through their real wire format.
@Suite("Real data sources keep the API contract")
@MainActor
struct AdapterContractTests {
    @Test("Given the file source over Eurofurence JSON, when the API contract runs, then it finds no violation")
    func fileSource() async throws {
        try await withTemporaryDirectory { directory in
            var written = 0
            let contract = ConventionAPIContract(
                formatKeeps: { EurofurenceJSONWriter.kept(of: $0, in: .everyField) },
                makeAPIServing: { response in
                    written += 1
                    let file = directory.appendingPathComponent("sync-\(written).json")
                    try EurofurenceJSONWriter.data(for: response).write(to: file)
                    return FileConventionAPI(fileURL: file)
                })
            #expect(await contract.violations() == [])
        }
    }

    @Test(
        "Given a loopback server writing as a 2026 Eurofurence server (zone-less dates, fields gone and added), when the API contract runs, then it finds no violation"
    )
    func httpSourceOf2026() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 503, body: []))
        let baseURL = try server.url(path: "/EF30/Api")
        let contract = ConventionAPIContract(
            formatKeeps: { EurofurenceJSONWriter.kept(of: $0, in: .server2026) },
            makeAPIServing: { response in
                server.setBehaviour(
                    .respond(body: Array(try EurofurenceJSONWriter.data(for: response, shape: .server2026))))
                return URLSessionConventionAPI(baseURL: baseURL, timeout: .seconds(5))
            })

        #expect(await contract.violations() == [])
    }

    @Test(
        "Given the URLSession source against a loopback server, when the API contract runs, then it finds no violation")
    func httpSource() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 503, body: []))
        let baseURL = try server.url(path: "/TESTCON26/api")
        let contract = ConventionAPIContract(
            formatKeeps: { EurofurenceJSONWriter.kept(of: $0, in: .everyField) },
            makeAPIServing: { response in
                server.setBehaviour(.respond(body: Array(try EurofurenceJSONWriter.data(for: response))))
                return URLSessionConventionAPI(baseURL: baseURL, timeout: .seconds(5))
            })

        #expect(await contract.violations() == [])
        #expect(
            server.requestTargets == [
                "/TESTCON26/api/Sync", "/TESTCON26/api/Sync?since=2026-08-01T12:00:00.000Z",
                "/TESTCON26/api/Sync?since=2026-08-01T12:00:00.000Z",
            ])
    }

    @Test(
        "Given the URLSession source against a loopback server serving images, when the image contract runs, then it finds no violation"
    )
    func httpImages() async throws {
        let server = try LoopbackHTTPServer(behaviour: .respond(status: 503, body: []))
        let baseURL = try server.url(path: "/TESTCON26/api")
        let contract = ConventionAPIImageContract(makeAPIServing: { images in
            server.setBehaviour(
                .routes(
                    images.map { id, bytes in
                        LoopbackHTTPServer.Route(
                            prefix: "/TESTCON26/api/Images/\(id.rawValue)/Content/with-hash:", behaviour: .respond(body: bytes))
                    }))
            return URLSessionConventionAPI(baseURL: baseURL, timeout: .seconds(5))
        })

        let violations = await contract.violations()
        #expect(violations == [])
    }
}
