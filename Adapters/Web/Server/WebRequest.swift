/// A request as the web application reads it, whatever server received it: its method, its target
/// (path and query as sent), its headers and its body (already bounded by the server).
public struct WebRequest: Sendable {
    /// The request's method.
    public enum Method: Hashable, Sendable {
        case get, head, post
        /// Any other method, which the application refuses.
        case other(String)

        /// The method of its name as sent, e.g. `GET`.
        public init(_ name: String) {
            switch name {
            case "GET": self = .get
            case "HEAD": self = .head
            case "POST": self = .post
            default: self = .other(name)
            }
        }
    }

    /// The method.
    public var method: Method
    /// The path and query as sent, e.g. `/schedule?day=2`.
    public var target: String
    /// The headers, names in lower case, in the order sent.
    public var headers: [(name: String, value: String)]
    /// The body.
    public var body: [UInt8]

    /// A request.
    public init(method: Method, target: String, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.method = method
        self.target = target
        self.headers = headers.map { ($0.name.lowercased(), $0.value) }
        self.body = body
    }

    /// The first value of a header, if sent.
    public func header(_ name: String) -> String? {
        let name = name.lowercased()
        return headers.first { $0.name == name }?.value
    }

    /// Every value of a header, in order.
    public func headerValues(_ name: String) -> [String] {
        let name = name.lowercased()
        return headers.filter { $0.name == name }.map(\.value)
    }

    /// The target's path, without its query.
    public var path: String {
        target.firstIndex(of: "?").map { String(target[..<$0]) } ?? target
    }

    /// The target's query, after `?`; empty when none.
    public var query: Substring {
        target.firstIndex(of: "?").map { target[target.index(after: $0)...] } ?? ""
    }
}
