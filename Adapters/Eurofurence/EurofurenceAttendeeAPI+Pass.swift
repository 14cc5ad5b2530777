public import ConbookCore

extension EurofurenceAttendeeAPI {
    /// The badge pass: `GET {baseURL}/Users/Pass` (role `Attendee`, the SVG picture of an Aztec
    /// code by default), sent as every attendee request is (the bearer token only to this API,
    /// only over a safe connection, never to a redirect), its picture read by `AztecSVGReader`.
    /// A `404` (no registration) stays `.serverError(status: 404)`; a picture that cannot be read
    /// is `.malformed`, saying why.
    public func badgePass(with credential: Credential) async throws(AttendeeAPIError) -> BadgePass {
        let picture = try await send("GET", "Users/Pass", credential: credential, body: nil, accept: "image/svg+xml")
        do {
            return try AztecSVGReader().read(picture)
        } catch {
            throw .malformed(error.description)
        }
    }
}
