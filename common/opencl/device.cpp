#include "common/opencl/device.hpp"

#include "common/opencl/errors.hpp"

#include "common/platform/platform.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <optional>
#include <ostream>

namespace ocltut {

namespace {

std::string lowercase(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

// Some drivers pad names with spaces or a trailing NUL.
std::string trimmed(std::string text)
{
    const auto is_junk = [](char c) { return c == '\0' || std::isspace(static_cast<unsigned char>(c)); };
    while (!text.empty() && is_junk(text.back())) text.pop_back();
    text.erase(text.begin(), std::find_if_not(text.begin(), text.end(), is_junk));
    return text;
}

// What --device NAME is matched against. The vendor is included because some
// platforms' names never say what people call them: PoCL's platform is
// "Portable Computing Language", its vendor "The pocl project".
std::string searchable_name(const DeviceEntry& entry)
{
    return trimmed(entry.platform.getInfo<CL_PLATFORM_NAME>()) + " / " +
           trimmed(entry.platform.getInfo<CL_PLATFORM_VENDOR>()) + " / " +
           trimmed(entry.device.getInfo<CL_DEVICE_NAME>());
}

bool parse_index(const std::string& text, int& value)
{
    if (text.empty() || !std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); }))
        return false;
    value = std::atoi(text.c_str());
    return true;
}

DeviceEntry default_device(const std::vector<DeviceEntry>& devices)
{
    for (const DeviceEntry& entry : devices)
        if (device_kind(entry.device) == DeviceKind::gpu) return entry;
    return devices.front();
}

// "platform 2 (Clover) has no device": why a spec naming it chooses nothing.
std::string empty_platform_note(const PlatformEntry& platform)
{
    return "platform " + std::to_string(platform.platform_index) + " (" +
           trimmed(platform.platform.getInfo<CL_PLATFORM_NAME>()) + ") has no device";
}

DeviceEntry device_by_index(const std::vector<DeviceEntry>& devices, int platform, int device, const std::string& spec)
{
    for (const DeviceEntry& entry : devices)
        if (entry.platform_index == platform && entry.device_index == device) return entry;
    for (const PlatformEntry& entry : all_platforms())
        if (entry.platform_index == platform && entry.devices.empty())
            throw UserError("no device '" + spec + "': " + empty_platform_note(entry) +
                            "; run with --list-devices to see the others");
    throw UserError("no device '" + spec + "': run with --list-devices to see the indices");
}

}  // namespace

std::vector<PlatformEntry> all_platforms()
{
    std::vector<cl::Platform> platforms;
    try {
        cl::Platform::get(&platforms);
    } catch (const cl::Error& error) {
        // The ICD loader reports "no platform" as an error; say it in words.
        if (error.err() != CL_PLATFORM_NOT_FOUND_KHR) throw;
    }
    // Loading the implementations may have put crash handlers of theirs in
    // place of the program's (PoCL's LLVM does, and passes an abort on to
    // none): the program's go back.
    platform::restore_crash_explanation();
    std::vector<PlatformEntry> entries;
    for (int p = 0; p < static_cast<int>(platforms.size()); ++p) {
        PlatformEntry entry{p, platforms[p], {}};
        try {
            platforms[p].getDevices(CL_DEVICE_TYPE_ALL, &entry.devices);
        } catch (const cl::Error& error) {
            if (error.err() != CL_DEVICE_NOT_FOUND) throw;  // a platform with no device is fine
        }
        entries.push_back(entry);
    }
    return entries;
}

namespace {

std::vector<DeviceEntry> devices_of(const std::vector<PlatformEntry>& platforms)
{
    std::vector<DeviceEntry> devices;
    for (const PlatformEntry& entry : platforms)
        for (int d = 0; d < static_cast<int>(entry.devices.size()); ++d)
            devices.push_back({entry.platform_index, d, entry.platform, entry.devices[d]});
    return devices;
}

}  // namespace

std::vector<DeviceEntry> all_devices()
{
    return devices_of(all_platforms());
}

DeviceEntry select_device(const std::string& requested)
{
    const std::vector<DeviceEntry> devices = all_devices();
    if (devices.empty()) throw UserError(no_device_message());  // "no OpenCL device was found: install ..."

    std::string spec = requested;
    if (spec.empty()) {
        const char* from_env = std::getenv(device_env_var);
        if (from_env == nullptr || *from_env == '\0') return default_device(devices);
        spec = from_env;
    }

    int platform = 0;
    int device = 0;
    const auto colon = spec.find(':');
    if (colon != std::string::npos && parse_index(spec.substr(0, colon), platform) &&
        parse_index(spec.substr(colon + 1), device))
        return device_by_index(devices, platform, device, spec);
    if (parse_index(spec, platform)) return device_by_index(devices, platform, 0, spec);

    for (const DeviceEntry& entry : devices)
        if (lowercase(searchable_name(entry)).find(lowercase(spec)) != std::string::npos) return entry;
    for (const PlatformEntry& entry : all_platforms()) {
        const std::string platform_name = trimmed(entry.platform.getInfo<CL_PLATFORM_NAME>()) + " / " +
                                          trimmed(entry.platform.getInfo<CL_PLATFORM_VENDOR>());
        if (entry.devices.empty() && lowercase(platform_name).find(lowercase(spec)) != std::string::npos)
            throw UserError("no device name contains '" + spec + "': " + empty_platform_note(entry) +
                            "; run with --list-devices to see the others");
    }
    const std::string cache = pocl_cache_problem();  // a PoCL that could not start lists no device
    throw UserError("no device name contains '" + spec + "': run with --list-devices to see them" +
                    (cache.empty() ? "" : " (" + cache + ")"));
}

DeviceKind device_kind_of_type(cl_device_type type)
{
    if (type & CL_DEVICE_TYPE_GPU) return DeviceKind::gpu;
    if (type & CL_DEVICE_TYPE_CPU) return DeviceKind::cpu;
    if (type & CL_DEVICE_TYPE_ACCELERATOR) return DeviceKind::accelerator;
    return DeviceKind::other;
}

DeviceKind device_kind(const cl::Device& device)
{
    return device_kind_of_type(device.getInfo<CL_DEVICE_TYPE>());
}

std::string device_kind_name(DeviceKind kind)
{
    switch (kind) {
    case DeviceKind::gpu:
        return "GPU";
    case DeviceKind::cpu:
        return "CPU";
    case DeviceKind::accelerator:
        return "accelerator";
    case DeviceKind::other:
        break;
    }
    return "other";
}

std::string describe_device(const cl::Device& device)
{
    const cl::Platform platform(device.getInfo<CL_DEVICE_PLATFORM>());
    return trimmed(device.getInfo<CL_DEVICE_NAME>()) + " (" + trimmed(platform.getInfo<CL_PLATFORM_NAME>()) + "), " +
           device_kind_name(device_kind(device)) + ", driver " + trimmed(device.getInfo<CL_DRIVER_VERSION>()) + ", " +
           trimmed(device.getInfo<CL_DEVICE_OPENCL_C_VERSION>());
}

void print_device_list(std::ostream& out)
{
    const std::vector<PlatformEntry> platforms = all_platforms();
    if (devices_of(platforms).empty()) {
        out << no_device_message() << '\n';  // "no OpenCL device was found: install ..."
        for (const PlatformEntry& platform : platforms) out << "   " << empty_platform_note(platform) << '\n';
        return;
    }
    // This list is how a wrong $OCLTUT_DEVICE is put right, so a wrong one
    // is reported here, never fatal.
    std::optional<DeviceEntry> chosen;
    std::string no_default;
    try {
        chosen = select_device("");
    } catch (const UserError& error) {
        no_default = error.what();
    }
    out << "OpenCL devices (choose with --device P:D or a part of the name, or set " << device_env_var << "):\n";
    for (const PlatformEntry& platform : platforms) {
        // A platform with no device is listed, so that it is no mystery
        // where clinfo shows it, and never chosen.
        if (platform.devices.empty())
            out << "   " << platform.platform_index << ":-  " << trimmed(platform.platform.getInfo<CL_PLATFORM_NAME>())
                << ": a platform with no device, never chosen\n";
        for (const DeviceEntry& entry : devices_of({platform})) {
            const bool is_default =
                chosen && entry.platform_index == chosen->platform_index && entry.device_index == chosen->device_index;
            out << (is_default ? " * " : "   ") << entry.platform_index << ':' << entry.device_index << "  "
                << describe_device(entry.device) << ", " << entry.device.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>()
                << " compute units, " << (entry.device.getInfo<CL_DEVICE_GLOBAL_MEM_SIZE>() >> 20) << " MiB\n";
        }
    }
    if (chosen) out << " * = the device chosen when no --device is given\n";
    else out << "note: $" << device_env_var << " chooses no device (" << no_default << ")\n";
}

Runtime make_runtime(const cl::Device& device)
{
    cl::Context context(device);
    cl::CommandQueue queue(context, device, CL_QUEUE_PROFILING_ENABLE);
    return {device, context, queue};
}

}  // namespace ocltut
