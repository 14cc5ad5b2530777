public import ConbookCore

/// The specification of the image half of `ConventionAPI` as checks, for sources that serve
/// images (`providesImages`): the stub, the Eurofurence HTTP API, or an embedder's own.
///
/// The factory is given the images to serve, each with its bytes, and makes a source that
/// serves exactly those:
///
/// ```swift
/// let contract = ConventionAPIImageContract(makeAPIServing: { images in
///     let api = StubConventionAPI()
///     api.serveImages(images.mapValues { .success($0) })
///     return api
/// })
/// #expect(await contract.violations() == [])
/// ```
///
/// The checks: the source says it provides images; every image comes back byte for byte, binary
/// bytes included, whatever characters its hash holds (`+`, `/`, `=`);
/// an image the source does not have is refused with a `ConventionAPIError`, never answered
/// with bytes.
public struct ConventionAPIImageContract {
    /// Makes a source that serves the given images' bytes, keyed by image identifier.
    public typealias MakeAPI = @MainActor ([ImageReference.ID: [UInt8]]) async throws -> any ConventionAPI

    private let makeAPIServing: MakeAPI

    /// Creates the contract over a way to make a source serving some images.
    public init(makeAPIServing: @escaping MakeAPI) {
        self.makeAPIServing = makeAPIServing
    }

    /// The images served: the sample's, whose hashes hold `+`, `/` and `=`, and binary bytes.
    static var served: [(ImageReference, [UInt8])] {
        let binary = ImageStoreContract.binary
        var artPreview = ContractSamples.artPreview
        artPreview.contentHash = binary.hash
        artPreview.sizeInBytes = binary.bytes.count
        artPreview.url = nil  // where an image lives is the source's business
        return [
            (SampleConvention.venueImage, SampleConvention.imageBytes[SampleConvention.venueImage.id] ?? []),
            (SampleConvention.denImage, SampleConvention.imageBytes[SampleConvention.denImage.id] ?? []),
            (artPreview, binary.bytes),
        ]
    }

    /// Every broken promise, as sentences; empty when the source keeps the contract.
    @MainActor
    public func violations() async -> [String] {
        let api: any ConventionAPI
        do {
            api = try await makeAPIServing(Dictionary(uniqueKeysWithValues: Self.served.map { ($0.0.id, $0.1) }))
        } catch {
            return ["making the source threw \(error)"]
        }
        var violations: [String] = []
        if !api.providesImages {
            violations.append("the source says it provides no images")
        }
        for (image, bytes) in Self.served {
            do throws(ConventionAPIError) {
                let received = try await api.fetchImage(image)
                if received != bytes {
                    violations.append(
                        "image \(image.id.rawValue): \(received.count) bytes came back instead of the \(bytes.count) served")
                }
            } catch {
                violations.append("image \(image.id.rawValue): fetching threw \(error)")
            }
        }
        do throws(ConventionAPIError) {
            let received = try await api.fetchImage(SampleConvention.sketchyThumbnail)
            violations.append("an image the source does not have came back as \(received.count) bytes instead of an error")
        } catch {
            // Refused, as it should be.
        }
        return violations
    }
}
