import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Plays the attendee's browser: loads pages without following redirects, so that a test sees
/// where the provider sends it, and follows them when asked.
enum TestBrowser {
    /// A page as loaded: its status, where it redirects, and its text.
    struct Page {
        var status: Int
        var location: String?
        var text: String
    }

    /// Loads an address (GET, or POST of a form).
    static func load(_ address: String, postingForm form: String? = nil) async throws -> Page {
        var request = URLRequest(url: try #require(URL(string: address)))
        // Generous: on a loaded CI machine running the whole suite on 2 cores a loopback answer
        // once took over 20 s. The load still ends as soon as the answer comes.
        request.timeoutInterval = 240
        if let form {
            request.httpMethod = "POST"
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(form.utf8)
        }
        let session = URLSession(configuration: .ephemeral, delegate: RedirectStopper(), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return Page(
            status: http.statusCode, location: http.value(forHTTPHeaderField: "Location"),
            text: String(decoding: data, as: UTF8.self))
    }

    /// Loads an address and follows its redirects (up to five): the page it ends on.
    static func follow(_ address: String) async throws -> Page {
        var page = try await load(address)
        for _ in 0..<5 {
            guard (300..<400).contains(page.status), let location = page.location else { break }
            page = try await load(location)
        }
        return page
    }

    private final class RedirectStopper: NSObject, URLSessionTaskDelegate, Sendable {
        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            completionHandler(nil)
        }
    }
}
