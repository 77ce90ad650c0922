#include "engine/openingbook.h"

#include <algorithm>
#include <cstring>

namespace c4 {

// The packed standard book, generated at build time (see CMakeLists.txt).
namespace bookdata {
extern const unsigned char kStandardBook[];
extern const size_t kStandardBookSize;
}  // namespace bookdata

namespace {

constexpr unsigned char kMagic[4] = {'C', '4', 'B', 'K'};
constexpr int kVersion = 1;
constexpr size_t kHeaderSize = 16;

uint64_t readLittle(const unsigned char* p, int bytes)
{
    uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = (v << 8) | p[i];
    return v;
}

void writeLittle(std::vector<unsigned char>& out, uint64_t v, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out.push_back(static_cast<unsigned char>(v >> (8 * i)));
}

}  // namespace

const OpeningBook& OpeningBook::standard()
{
    static const OpeningBook book = [] {
        std::string error;
        auto b = fromBytes({bookdata::kStandardBook, bookdata::kStandardBookSize}, &error);
        // A broken embedded book is a build mistake; play on without one.
        return b ? *b : OpeningBook{};
    }();
    return book;
}

uint64_t OpeningBook::keyOf(const BasicPosition<uint64_t>& p)
{
    // current + mask never carries from one column into the next (a column
    // of k stones adds at most 2^k - 1 to 2^k - 1), so the key is the
    // columns' groups of height + 1 bits side by side, and mirroring it is
    // reversing the groups.
    const uint64_t key = p.key();
    const int stride = p.height() + 1;
    const uint64_t group = (uint64_t{1} << stride) - 1;
    uint64_t mirrored = 0;
    for (int c = 0, w = p.width(); c < w; ++c)
        mirrored |= ((key >> (c * stride)) & group) << ((w - 1 - c) * stride);
    return std::min(key, mirrored);
}

std::optional<int> OpeningBook::score(const BasicPosition<uint64_t>& p) const
{
    if (words_.empty() || !(p.spec() == spec_))
        return std::nullopt;
    const uint64_t key = keyOf(p);
    const auto it = std::lower_bound(words_.begin(), words_.end(), key << 8);
    if (it == words_.end() || (*it >> 8) != key)
        return std::nullopt;
    return static_cast<int>(static_cast<int8_t>(*it & 0xFF));
}

OpeningBook OpeningBook::fromEntries(const BoardSpec& spec, int maxPly, std::vector<Entry> entries)
{
    OpeningBook book;
    book.spec_ = spec;
    book.maxPly_ = maxPly;
    book.words_.reserve(entries.size());
    for (const Entry& e : entries)
        book.words_.push_back((e.key << 8) | static_cast<uint8_t>(static_cast<int8_t>(e.score)));
    std::sort(book.words_.begin(), book.words_.end());
    return book;
}

std::optional<OpeningBook> OpeningBook::fromBytes(std::span<const unsigned char> bytes, std::string* error)
{
    auto fail = [&](const char* what) -> std::optional<OpeningBook> {
        if (error)
            *error = what;
        return std::nullopt;
    };
    if (bytes.size() < kHeaderSize || std::memcmp(bytes.data(), kMagic, 4) != 0)
        return fail("not an opening book (no C4BK header)");
    if (bytes[4] != kVersion)
        return fail("unknown opening book version");
    BoardSpec spec{bytes[5], bytes[6], bytes[7]};
    if (!spec.isValid() || spec.width * (spec.height + 1) > 64)
        return fail("opening book of an unsupported board");
    const uint64_t count = readLittle(bytes.data() + 12, 4);
    if (bytes.size() != kHeaderSize + 8 * count)
        return fail("opening book size does not match its entry count");
    OpeningBook book;
    book.spec_ = spec;
    book.maxPly_ = static_cast<int8_t>(bytes[8]);
    book.words_.resize(count);
    for (uint64_t i = 0; i < count; ++i) {
        book.words_[i] = readLittle(bytes.data() + kHeaderSize + 8 * i, 8);
        if (i > 0 && (book.words_[i] >> 8) <= (book.words_[i - 1] >> 8))
            return fail("opening book entries are not in ascending key order");
    }
    return book;
}

std::vector<unsigned char> OpeningBook::toBytes() const
{
    std::vector<unsigned char> out(kMagic, kMagic + 4);
    out.push_back(kVersion);
    out.push_back(static_cast<unsigned char>(spec_.width));
    out.push_back(static_cast<unsigned char>(spec_.height));
    out.push_back(static_cast<unsigned char>(spec_.connect));
    out.push_back(static_cast<unsigned char>(static_cast<int8_t>(maxPly_)));
    out.insert(out.end(), 3, 0);
    writeLittle(out, words_.size(), 4);
    for (const uint64_t w : words_)
        writeLittle(out, w, 8);
    return out;
}

}  // namespace c4
