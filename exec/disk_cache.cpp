#include "exec/disk_cache.h"

#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <fmt/format.h>
#include <link.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <system_error>

namespace rdnavk::exec {

namespace {

namespace fs = std::filesystem;

// The entry format's name and version: a new layout takes a new one.
constexpr char kMagic[8] = {'R', 'D', 'N', 'V', 'K', 'M', 'C', '2'};
// No entry is larger: a file named as one but larger is not read.
constexpr uint64_t kMaxEntryBytes = 64ull << 20;
// CompiledModule's flags word.
constexpr uint32_t kSplitWaves = 1, kUsesScratch = 2, kUsesGds = 4, kStoresMemory = 8;

// A member added to CompiledModule must join the entry (write_module and
// read_module) with a new kMagic version: most additions change this size,
// which then stops the build until they are checked.
static_assert(sizeof(void*) != 8 || sizeof(xlate::CompiledModule) == 160,
              "CompiledModule changed: add its new member to the entry and kMagic's version, then "
              "update this size");

class Writer {
 public:
  std::vector<uint8_t> bytes;
  void put(const void* p, size_t n) {
    const auto* b = static_cast<const uint8_t*>(p);
    bytes.insert(bytes.end(), b, b + n);
  }
  void u32(uint32_t v) { put(&v, 4); }
  void u64(uint64_t v) { put(&v, 8); }
  void pad() { bytes.resize((bytes.size() + 3) & ~size_t{3}); }
  void blob(std::span<const uint8_t> b) {
    u32(static_cast<uint32_t>(b.size()));
    put(b.data(), b.size());
    pad();
  }
};

// Reads what Writer wrote; every read past the end fails and stays failed.
class Reader {
 public:
  explicit Reader(std::span<const uint8_t> b) : b_(b) {}
  bool ok() const { return ok_; }
  size_t at() const { return at_; }
  bool get(void* p, size_t n) {
    if (!ok_ || n > b_.size() - at_) return ok_ = false;
    if (n == 0) return true;  // memcpy takes no null pointer, even for no bytes
    std::memcpy(p, b_.data() + at_, n);
    at_ += n;
    return true;
  }
  uint32_t u32() {
    uint32_t v = 0;
    get(&v, 4);
    return v;
  }
  uint64_t u64() {
    uint64_t v = 0;
    get(&v, 8);
    return v;
  }
  std::span<const uint8_t> blob() {
    uint32_t n = u32();
    if (!ok_ || n > b_.size() - at_) {
      ok_ = false;
      return {};
    }
    std::span<const uint8_t> s = b_.subspan(at_, n);
    at_ += n;
    at_ = std::min(b_.size(), (at_ + 3) & ~size_t{3});
    return s;
  }

 private:
  std::span<const uint8_t> b_;
  size_t at_ = 0;
  bool ok_ = true;
};

void write_module(const xlate::CompiledModule& m, Writer* w) {
  w->u32(m.local_size);
  w->u64(m.workgroup_bytes);
  w->u32(m.output_components);
  w->u32(m.waves_per_group);
  w->u32(m.required_subgroup);
  w->u32((m.split_waves ? kSplitWaves : 0) | (m.uses_scratch ? kUsesScratch : 0) |
         (m.uses_gds ? kUsesGds : 0) | (m.stores_memory ? kStoresMemory : 0));
  w->u32(m.instructions);
  w->u32(m.code_bytes);
  w->u32(m.lds_buffer_bytes);
  w->u32(static_cast<uint32_t>(m.regions.size()));
  for (const xlate::MemoryRegion& g : m.regions)
    for (uint32_t v : {g.lo_user, g.hi_is_user, g.hi, static_cast<uint32_t>(g.offset),
                       g.soffset_min, g.soffset_max, g.written, g.aligned, g.sliced, g.formats})
      w->u32(v);
  w->blob({reinterpret_cast<const uint8_t*>(m.whole_waves_why.data()), m.whole_waves_why.size()});
  w->u32(static_cast<uint32_t>(m.spirv.size()));
  w->put(m.spirv.data(), m.spirv.size() * 4);
}

bool read_module(Reader* r, xlate::CompiledModule* m) {
  m->local_size = r->u32();
  m->workgroup_bytes = r->u64();
  m->output_components = r->u32();
  m->waves_per_group = r->u32();
  m->required_subgroup = r->u32();
  uint32_t flags = r->u32();
  m->split_waves = flags & kSplitWaves;
  m->uses_scratch = flags & kUsesScratch;
  m->uses_gds = flags & kUsesGds;
  m->stores_memory = flags & kStoresMemory;
  m->instructions = r->u32();
  m->code_bytes = r->u32();
  m->lds_buffer_bytes = r->u32();
  uint32_t regions = r->u32();
  if (!r->ok() || regions > xlate::kMaxMemoryRegions) return false;
  m->regions.resize(regions);
  for (xlate::MemoryRegion& g : m->regions) {
    g.lo_user = r->u32();
    g.hi_is_user = r->u32();
    g.hi = r->u32();
    g.offset = static_cast<int32_t>(r->u32());
    g.soffset_min = r->u32();
    g.soffset_max = r->u32();
    g.written = r->u32();
    g.aligned = r->u32();
    g.sliced = r->u32();
    g.formats = r->u32();
    if (g.lo_user >= 16 || g.hi_is_user > 1 || (g.hi_is_user && g.hi >= 16) || g.written > 1 ||
        g.aligned > 1 || g.sliced > 1 || g.formats > 1)
      return false;
  }
  std::span<const uint8_t> why = r->blob();
  m->whole_waves_why.assign(why.begin(), why.end());
  uint32_t words = r->u32();
  if (!r->ok() || words > kMaxEntryBytes / 4) return false;
  m->spirv.resize(words);
  if (!r->get(m->spirv.data(), size_t{words} * 4)) return false;
  // SPIR-V's magic number and header: what the host's loader checks first.
  return flags < 16 && words > 5 && m->spirv[0] == 0x07230203u && m->lds_buffer_bytes <= 65536;
}

std::string entry_name(uint64_t key_hash, uint64_t length, uint64_t program_hash) {
  return fmt::format("{:016x}-{:x}-{:016x}", key_hash, length, program_hash);
}

// The three parts of an entry's name, or false for any other file.
bool parse_name(const std::string& name, uint64_t* key_hash, uint64_t* length,
                uint64_t* program_hash) {
  auto hex = [](std::string_view s, uint64_t* v) {
    if (s.empty() || s.size() > 16) return false;
    *v = 0;
    for (char c : s) {
      unsigned d;
      if (c >= '0' && c <= '9')
        d = c - '0';
      else if (c >= 'a' && c <= 'f')
        d = c - 'a' + 10;
      else
        return false;
      *v = *v << 4 | d;
    }
    return true;
  };
  size_t a = name.find('-');
  size_t b = a == std::string::npos ? a : name.find('-', a + 1);
  if (a != 16 || b == std::string::npos || name.size() - b - 1 != 16) return false;
  std::string_view n(name);
  return hex(n.substr(0, a), key_hash) && hex(n.substr(a + 1, b - a - 1), length) &&
         hex(n.substr(b + 1), program_hash);
}

// The whole file, or nothing when it cannot be read or is larger than an entry.
std::optional<std::vector<uint8_t>> read_file(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  struct stat st;
  std::optional<std::vector<uint8_t>> out;
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size >= 0 &&
      static_cast<uint64_t>(st.st_size) <= kMaxEntryBytes) {
    std::vector<uint8_t> b(static_cast<size_t>(st.st_size));
    size_t got = 0;
    while (got < b.size()) {
      ssize_t n = ::read(fd, b.data() + got, b.size() - got);
      if (n <= 0) break;
      got += static_cast<size_t>(n);
    }
    if (got == b.size()) out = std::move(b);
  }
  ::close(fd);
  return out;
}

bool write_file(const std::string& path, std::span<const uint8_t> b) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) return false;
  size_t put = 0;
  while (put < b.size()) {
    ssize_t n = ::write(fd, b.data() + put, b.size() - put);
    if (n <= 0) break;
    put += static_cast<size_t>(n);
  }
  return ::close(fd) == 0 && put == b.size();
}

// dl_iterate_phdr's search for the object holding `address` and its GNU build
// id note (or its file's name when it has none).
struct BuildIdSearch {
  uintptr_t address = 0;
  bool found = false;
  std::vector<uint8_t> id;
  std::string file;
};

int find_build_id(dl_phdr_info* info, size_t, void* data) {
  auto* s = static_cast<BuildIdSearch*>(data);
  bool holds = false;
  for (ElfW(Half) i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr)& p = info->dlpi_phdr[i];
    uintptr_t start = info->dlpi_addr + p.p_vaddr;
    if (p.p_type == PT_LOAD && s->address >= start && s->address - start < p.p_memsz) holds = true;
  }
  if (!holds) return 0;
  s->found = true;
  s->file = info->dlpi_name != nullptr ? info->dlpi_name : "";
  for (ElfW(Half) i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr)& p = info->dlpi_phdr[i];
    if (p.p_type != PT_NOTE) continue;
    const auto* at = reinterpret_cast<const uint8_t*>(info->dlpi_addr + p.p_vaddr);
    size_t left = p.p_memsz;
    while (left >= sizeof(ElfW(Nhdr))) {
      ElfW(Nhdr) n;
      std::memcpy(&n, at, sizeof n);
      size_t name = (n.n_namesz + 3) & ~size_t{3}, desc = (n.n_descsz + 3) & ~size_t{3};
      if (name > left - sizeof n || desc > left - sizeof n - name) break;
      const uint8_t* name_at = at + sizeof n;
      if (n.n_type == NT_GNU_BUILD_ID && n.n_namesz == 4 && std::memcmp(name_at, "GNU", 4) == 0) {
        s->id.assign(name_at + name, name_at + name + n.n_descsz);
        return 1;
      }
      at += sizeof n + name + desc;
      left -= sizeof n + name + desc;
    }
  }
  return 1;
}

}  // namespace

std::vector<uint8_t> translator_build_id() {
  static const std::vector<uint8_t> id = [] {
    BuildIdSearch s;
    s.address = reinterpret_cast<uintptr_t>(&xlate::translate_compute);
    dl_iterate_phdr(find_build_id, &s);
    if (!s.found) return std::vector<uint8_t>{};
    if (!s.id.empty()) return s.id;
    // No note: the file's bytes stand for the build.
    std::string file = s.file.empty() ? "/proc/self/exe" : s.file;
    int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return std::vector<uint8_t>{};
    XXH3_state_t* st = XXH3_createState();
    XXH3_128bits_reset(st);
    std::vector<uint8_t> buf(1 << 20);
    ssize_t n;
    while ((n = ::read(fd, buf.data(), buf.size())) > 0) XXH3_128bits_update(st, buf.data(), n);
    ::close(fd);
    XXH128_hash_t h = XXH3_128bits_digest(st);
    XXH3_freeState(st);
    if (n < 0) return std::vector<uint8_t>{};
    std::vector<uint8_t> out(16);
    std::memcpy(out.data(), &h.low64, 8);
    std::memcpy(out.data() + 8, &h.high64, 8);
    return out;
  }();
  return id;
}

std::string default_cache_dir() {
  const char* xdg = std::getenv("XDG_CACHE_HOME");
  if (xdg != nullptr && xdg[0] == '/') return std::string(xdg) + "/rdnavk";
  const char* home = std::getenv("HOME");
  if (home != nullptr && home[0] == '/') return std::string(home) + "/.cache/rdnavk";
  return {};
}

std::optional<uint64_t> parse_cache_size(const char* text) {
  if (text == nullptr || *text < '0' || *text > '9') return std::nullopt;
  uint64_t v = 0;
  const char* p = text;
  for (; *p >= '0' && *p <= '9'; ++p) {
    if (v > (UINT64_MAX - 9) / 10) return std::nullopt;
    v = v * 10 + static_cast<uint64_t>(*p - '0');
  }
  unsigned shift = 0;
  if (*p == 'K' || *p == 'k') shift = 10;
  if (*p == 'M' || *p == 'm') shift = 20;
  if (*p == 'G' || *p == 'g') shift = 30;
  if (shift != 0) ++p;
  if (*p != '\0' || v > (UINT64_MAX >> shift)) return std::nullopt;
  return v << shift;
}

DiskCacheSettings disk_cache_settings(const char* debug) {
  DiskCacheSettings s;
  s.max_bytes = DiskModuleCache::kDefaultMaxBytes;
  if (debug != nullptr && std::strstr(debug, "nodiskcache") != nullptr) {
    s.off = "RDNAVK_DEBUG=nodiskcache";
    return s;
  }
  if (const char* max = std::getenv("RDNAVK_CACHE_MAX_SIZE")) {
    std::optional<uint64_t> v = parse_cache_size(max);
    if (!v) {
      s.off = fmt::format("RDNAVK_CACHE_MAX_SIZE={} is not a size (bytes, or with K, M or G)", max);
      return s;
    }
    s.max_bytes = *v;
  }
  const char* dir = std::getenv("RDNAVK_CACHE_DIR");
  s.dir = dir != nullptr && dir[0] != '\0' ? dir : default_cache_dir();
  if (s.dir.empty()) s.off = "no RDNAVK_CACHE_DIR, XDG_CACHE_HOME or HOME";
  if (s.max_bytes == 0) {
    s.dir.clear();
    s.off = "RDNAVK_CACHE_MAX_SIZE=0";
  }
  return s;
}

DiskModuleCache::DiskModuleCache(std::string dir, uint64_t max_bytes, std::vector<uint8_t> build_id)
    : dir_(std::move(dir)), max_bytes_(max_bytes), build_id_(std::move(build_id)) {}

std::unique_ptr<DiskModuleCache> DiskModuleCache::open(const std::string& dir, uint64_t max_bytes,
                                                       std::vector<uint8_t> build_id,
                                                       std::string* error) {
  if (build_id.empty()) {
    *error = "the translator's build id cannot be read";
    return nullptr;
  }
  // Entries of one format live in a folder of their own.
  std::string modules = dir + "/modules-" + std::string(kMagic + 5, 3);
  std::error_code ec;
  fs::create_directories(modules, ec);
  if (ec || !fs::is_directory(modules, ec)) {
    *error = fmt::format("cannot make {}: {}", modules, ec ? ec.message() : "not a directory");
    return nullptr;
  }
  return std::unique_ptr<DiskModuleCache>(
      new DiskModuleCache(modules, max_bytes, std::move(build_id)));
}

std::vector<uint8_t> DiskModuleCache::entry_head(CachedStage stage,
                                                 std::span<const uint32_t> key) const {
  Writer w;
  w.put(kMagic, sizeof kMagic);
  w.blob(build_id_);
  w.u32(static_cast<uint32_t>(stage));
  w.u32(static_cast<uint32_t>(key.size()));
  w.put(key.data(), key.size() * 4);
  return std::move(w.bytes);
}

uint64_t DiskModuleCache::key_hash(CachedStage stage, std::span<const uint32_t> key) const {
  std::vector<uint8_t> head = entry_head(stage, key);
  return XXH3_64bits(head.data(), head.size());
}

void DiskModuleCache::scan() {
  scanned_ = true;
  std::error_code ec;
  for (fs::directory_iterator it(dir_, ec), end; !ec && it != end; it.increment(ec)) {
    uint64_t kh, length, ph;
    const std::string name = it->path().filename().string();
    if (name.rfind(".tmp-", 0) == 0) {
      // A writer that died before its rename left this; an hour is longer
      // than any write takes.
      std::error_code t;
      auto age = fs::file_time_type::clock::now() - it->last_write_time(t);
      if (!t && age > std::chrono::hours(1)) fs::remove(it->path(), t);
      continue;
    }
    if (!parse_name(name, &kh, &length, &ph)) continue;
    std::error_code size_ec;
    uint64_t size = it->file_size(size_ec);
    if (size_ec) continue;
    names_[kh][length].insert(ph);
    total_bytes_ += size;
  }
  if (total_bytes_ > max_bytes_) evict_to(max_bytes_ / 4 * 3);
}

void DiskModuleCache::evict_to(uint64_t target) {
  struct File {
    fs::file_time_type time;
    uint64_t size;
    fs::path path;
  };
  std::vector<File> files;
  std::error_code ec;
  uint64_t total = 0;
  for (fs::directory_iterator it(dir_, ec), end; !ec && it != end; it.increment(ec)) {
    uint64_t kh, length, ph;
    if (!parse_name(it->path().filename().string(), &kh, &length, &ph)) continue;
    std::error_code e1, e2;
    File f{it->last_write_time(e1), it->file_size(e2), it->path()};
    if (e1 || e2) continue;
    total += f.size;
    files.push_back(std::move(f));
  }
  std::sort(files.begin(), files.end(),
            [](const File& a, const File& b) { return a.time < b.time; });
  for (const File& f : files) {
    if (total <= target) break;
    std::error_code rm;
    if (!fs::remove(f.path, rm)) continue;
    total -= f.size;
    ++counts_.evicted;
    uint64_t kh, length, ph;
    parse_name(f.path.filename().string(), &kh, &length, &ph);
    auto k = names_.find(kh);
    if (k == names_.end()) continue;
    auto l = k->second.find(length);
    if (l == k->second.end()) continue;
    l->second.erase(ph);
    if (l->second.empty()) k->second.erase(l);
    if (k->second.empty()) names_.erase(k);
  }
  total_bytes_ = total;
}

std::optional<xlate::CompiledModule> DiskModuleCache::find(CachedStage stage,
                                                           std::span<const uint32_t> key,
                                                           std::span<const uint8_t> code) {
  if (!scanned_) scan();
  auto t0 = std::chrono::steady_clock::now();
  const std::vector<uint8_t> head = entry_head(stage, key);
  const uint64_t kh = XXH3_64bits(head.data(), head.size());
  auto k = names_.find(kh);
  if (k != names_.end()) {
    for (auto l = k->second.begin(); l != k->second.end();) {
      const uint64_t length = l->first;
      if (length > code.size()) break;
      const uint64_t ph = XXH3_64bits_withSeed(code.data(), length, kh);
      if (l->second.count(ph) == 0) {
        ++l;
        continue;
      }
      const std::string path = dir_ + "/" + entry_name(kh, length, ph);
      std::optional<std::vector<uint8_t>> file = read_file(path);
      xlate::CompiledModule m;
      bool good = false;
      if (file && file->size() >= head.size() + 8) {
        std::span<const uint8_t> body(file->data(), file->size() - 8);
        uint64_t sum;
        std::memcpy(&sum, file->data() + body.size(), 8);
        Reader r(body);
        std::vector<uint8_t> got_head(head.size());
        good = sum == XXH3_64bits(body.data(), body.size()) &&
               r.get(got_head.data(), got_head.size()) && got_head == head;
        std::span<const uint8_t> bytes = good ? r.blob() : std::span<const uint8_t>{};
        good = good && r.ok() && bytes.size() == length &&
               std::equal(bytes.begin(), bytes.end(), code.begin()) && read_module(&r, &m) &&
               m.code_bytes == length && r.at() == body.size();
      }
      if (good) {
        // A hit renews the entry's place among the most recently used.
        std::error_code ec;
        fs::last_write_time(path, fs::file_time_type::clock::now(), ec);
        ++counts_.hits;
        counts_.load_ms +=
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                .count();
        return m;
      }
      // Unreadable (removed by another process) or not what its name says:
      // forgotten, and removed when it is there.
      if (file) {
        ++counts_.rejected;
        std::error_code ec;
        fs::remove(path, ec);
      }
      l->second.erase(ph);
      if (l->second.empty())
        l = k->second.erase(l);
      else
        ++l;
    }
    if (k->second.empty()) names_.erase(k);
  }
  ++counts_.misses;
  return std::nullopt;
}

void DiskModuleCache::store(CachedStage stage, std::span<const uint32_t> key,
                            const xlate::CompiledModule& module, std::span<const uint8_t> code) {
  if (module.code_bytes > code.size()) return;
  if (!scanned_) scan();
  std::span<const uint8_t> bytes = code.first(module.code_bytes);
  Writer w;
  w.bytes = entry_head(stage, key);
  const uint64_t kh = XXH3_64bits(w.bytes.data(), w.bytes.size());
  const uint64_t ph = XXH3_64bits_withSeed(bytes.data(), bytes.size(), kh);
  w.blob(bytes);
  write_module(module, &w);
  w.u64(XXH3_64bits(w.bytes.data(), w.bytes.size()));
  if (w.bytes.size() > kMaxEntryBytes || w.bytes.size() > max_bytes_ / 4) return;
  const std::string temp = fmt::format("{}/.tmp-{}-{}", dir_, ::getpid(), temp_counter_++);
  std::error_code ec;
  if (!write_file(temp, w.bytes)) {
    fs::remove(temp, ec);
    return;
  }
  fs::rename(temp, dir_ + "/" + entry_name(kh, bytes.size(), ph), ec);
  if (ec) {
    fs::remove(temp, ec);
    return;
  }
  names_[kh][bytes.size()].insert(ph);
  total_bytes_ += w.bytes.size();
  ++counts_.stored;
  if (total_bytes_ > max_bytes_) evict_to(max_bytes_ / 4 * 3);
}

}  // namespace rdnavk::exec
