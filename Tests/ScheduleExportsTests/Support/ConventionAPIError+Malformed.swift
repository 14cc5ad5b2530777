import ConbookCore

extension ConventionAPIError {
    /// What a `.malformed` refusal says; nil for any other error.
    var malformedDetail: String? {
        guard case .malformed(let detail) = self else { return nil }
        return detail
    }
}
