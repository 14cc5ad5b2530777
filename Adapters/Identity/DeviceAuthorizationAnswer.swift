import ConbookCore
import Foundation

/// A device authorization endpoint's answer (RFC 8628 §3.2).
struct DeviceAuthorizationAnswer: Decodable {
    var deviceCode: String
    var userCode: String
    var verificationURI: String
    var verificationURIComplete: String?
    var expiresIn: Int
    /// Seconds between polls; 5 when not said.
    var interval: Int

    private enum CodingKeys: String, CodingKey {
        case deviceCode = "device_code", userCode = "user_code", verificationURI = "verification_uri"
        case verificationURIComplete = "verification_uri_complete", expiresIn = "expires_in", interval
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        deviceCode = try container.decode(String.self, forKey: .deviceCode)
        userCode = try container.decode(String.self, forKey: .userCode)
        verificationURI = try container.decode(String.self, forKey: .verificationURI)
        verificationURIComplete = try container.decodeIfPresent(String.self, forKey: .verificationURIComplete)
        expiresIn = try container.decode(Int.self, forKey: .expiresIn)
        interval = try container.decodeIfPresent(Int.self, forKey: .interval) ?? 5
    }

    /// Reads an answer.
    /// - Throws: `.malformed` (never quoting the answer, which holds the device code).
    static func read(_ data: Data) throws(IdentityError) -> DeviceAuthorizationAnswer {
        guard let answer = try? JSONDecoder().decode(DeviceAuthorizationAnswer.self, from: data),
            !answer.deviceCode.isEmpty, !answer.userCode.isEmpty
        else { throw .malformed("the device login answer lacks a device code, user code, address or lifetime") }
        return answer
    }
}
